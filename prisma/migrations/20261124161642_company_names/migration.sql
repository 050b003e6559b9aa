-- CreateTable
CREATE TABLE "CompanyName" (
    "userId" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyName_pkey" PRIMARY KEY ("userId","domain")
);

-- AddForeignKey
ALTER TABLE "CompanyName" ADD CONSTRAINT "CompanyName_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
